import { useId, type ReactNode } from 'react';

// Every group of checkboxes or radios. Native inputs: the browser gives Tab into the group,
// arrow keys between radios (the WAI-ARIA radio group pattern), Space to toggle, and the checked
// state to screen readers; a fieldset and its legend name the group.

export interface ChoiceOption<V extends string | number> {
  value: V;
  label: ReactNode;
  hint?: string;
}

/** list: rows of a filter panel; chips: many short words; cards: a few longer answers. */
type ChoiceLook = 'list' | 'chips' | 'cards';

interface GroupProps<V extends string | number> {
  name: string;
  options: readonly ChoiceOption<V>[];
  look: ChoiceLook;
  /** Names the group; leave it out only inside a fieldset of the caller's that names it. */
  legend?: string;
  /** A line under the legend, read with the group. */
  hint?: string;
  /** Short labels of a list: two columns where the panel is wide enough. */
  columns?: boolean;
  children?: ReactNode;
}

function Option({
  type,
  name,
  option,
  checked,
  onChange,
  look,
}: {
  type: 'checkbox' | 'radio';
  name: string;
  option: ChoiceOption<string | number>;
  checked: boolean;
  onChange: () => void;
  look: ChoiceLook;
}) {
  const input = (className?: string) => (
    <input
      className={className}
      type={type}
      name={name}
      value={option.value}
      checked={checked}
      onChange={onChange}
    />
  );
  if (look === 'list') {
    return (
      <label className="filter-option">
        {input()}
        <span>{option.label}</span>
      </label>
    );
  }
  return (
    <label className={`choice choice--${look}`}>
      {input('choice__input')}
      <span className="choice__box">
        <span className="choice__label">{option.label}</span>
        {option.hint && <span className="choice__hint">{option.hint}</span>}
      </span>
    </label>
  );
}

function Group({
  legend,
  hint,
  look,
  columns,
  children,
  extra,
}: {
  legend: string | undefined;
  hint: string | undefined;
  look: ChoiceLook;
  columns: boolean | undefined;
  children: ReactNode;
  extra: ReactNode;
}) {
  const hintId = useId();
  const options =
    look === 'list' ? (
      <div
        className={
          columns ? 'filter-group__options filter-group__options--columns' : 'filter-group__options'
        }
      >
        {children}
      </div>
    ) : (
      <div className={`choices choices--${look}`}>{children}</div>
    );
  if (legend === undefined) {
    return (
      <>
        {options}
        {extra}
      </>
    );
  }
  return (
    <fieldset className="filter-group" aria-describedby={hint ? hintId : undefined}>
      <legend className="filter-group__legend">{legend}</legend>
      {hint && (
        <p id={hintId} className="filter-group__hint">
          {hint}
        </p>
      )}
      {options}
      {extra}
    </fieldset>
  );
}

/** Checkboxes: any number of values. */
export function CheckboxGroup<V extends string | number>({
  name,
  options,
  look,
  legend,
  hint,
  columns,
  children,
  selected,
  onChange,
}: GroupProps<V> & { selected: readonly V[]; onChange: (next: V[]) => void }) {
  const toggle = (value: V) =>
    onChange(
      selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
    );
  return (
    <Group legend={legend} hint={hint} look={look} columns={columns} extra={children}>
      {options.map((option) => (
        <Option
          key={option.value}
          type="checkbox"
          name={name}
          option={option}
          checked={selected.includes(option.value)}
          onChange={() => toggle(option.value)}
          look={look}
        />
      ))}
    </Group>
  );
}

type RadioProps<V extends string | number> = GroupProps<V> & {
  anyLabel?: string;
  selected: V | undefined;
  onChange: (next: V | undefined) => void;
};

/**
 * Radios: one value. With `anyLabel`, a first radio chooses none (`undefined`), as a filter's
 * "Any" does.
 */
export function RadioGroup<V extends string | number>(
  props: GroupProps<V> & {
    anyLabel: string;
    selected: V | undefined;
    onChange: RadioProps<V>['onChange'];
  },
): ReactNode;
export function RadioGroup<V extends string | number>(
  /** Without `anyLabel`, nothing is chosen until the person picks (a required question). */
  props: GroupProps<V> & {
    anyLabel?: undefined;
    selected: V | undefined;
    onChange: (next: V) => void;
  },
): ReactNode;
export function RadioGroup<V extends string | number>(props: RadioProps<V>) {
  const { name, options, look, legend, hint, columns, children, anyLabel } = props;
  const choose = props.onChange;
  return (
    <Group legend={legend} hint={hint} look={look} columns={columns} extra={children}>
      {anyLabel !== undefined && (
        <Option
          type="radio"
          name={name}
          option={{ value: '', label: anyLabel }}
          checked={props.selected === undefined}
          onChange={() => choose(undefined)}
          look={look}
        />
      )}
      {options.map((option) => (
        <Option
          key={option.value}
          type="radio"
          name={name}
          option={option}
          checked={props.selected === option.value}
          onChange={() => choose(option.value)}
          look={look}
        />
      ))}
    </Group>
  );
}
