import { useId, type ReactNode } from 'react';

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
}

/** One native checkbox or radio with its label around it (the whole row is clickable). */
function ChoiceOption({
  type,
  name,
  value,
  checked,
  onToggle,
  children,
}: {
  type: 'checkbox' | 'radio';
  name: string;
  value: string | number;
  checked: boolean;
  onToggle: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="filter-option">
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}

/** Native checkboxes in a fieldset: any number of values. */
export function CheckboxGroup<T extends string | number>({
  legend,
  name,
  choices,
  selected,
  onChange,
  columns,
  children,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
  /** Short labels: two columns where the panel is wide enough. */
  columns?: boolean;
  children?: ReactNode;
}) {
  const toggle = (value: T, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((entry) => entry !== value));
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      <div
        className={
          columns ? 'filter-group__options filter-group__options--columns' : 'filter-group__options'
        }
      >
        {choices.map((choice) => (
          <ChoiceOption
            key={choice.value}
            type="checkbox"
            name={name}
            value={choice.value}
            checked={selected.includes(choice.value)}
            onToggle={(on) => toggle(choice.value, on)}
          >
            {choice.label}
          </ChoiceOption>
        ))}
      </div>
      {children}
    </fieldset>
  );
}

/** Native radios in a fieldset: one value, or none ("Any"). */
export function RadioGroup<T extends string | number>({
  legend,
  hint,
  name,
  anyLabel,
  choices,
  selected,
  onChange,
}: {
  legend: string;
  hint?: string;
  name: string;
  anyLabel: string;
  choices: readonly Choice<T>[];
  selected: T | undefined;
  onChange: (next: T | undefined) => void;
}) {
  const hintId = useId();
  return (
    <fieldset className="filter-group" aria-describedby={hint ? hintId : undefined}>
      <legend className="filter-group__legend">{legend}</legend>
      {hint && (
        <p id={hintId} className="filter-group__hint">
          {hint}
        </p>
      )}
      <div className="filter-group__options">
        <ChoiceOption
          type="radio"
          name={name}
          value=""
          checked={selected === undefined}
          onToggle={() => onChange(undefined)}
        >
          {anyLabel}
        </ChoiceOption>
        {choices.map((choice) => (
          <ChoiceOption
            key={choice.value}
            type="radio"
            name={name}
            value={choice.value}
            checked={selected === choice.value}
            onToggle={() => onChange(choice.value)}
          >
            {choice.label}
          </ChoiceOption>
        ))}
      </div>
    </fieldset>
  );
}
