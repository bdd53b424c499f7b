import type { ReactNode } from 'react';

// Native checkboxes and radios styled as choice cards or chips: the browser gives keyboard use
// (Tab, Space, arrow keys within a radio group) and screen-reader states for free.

export interface ChoiceOption<V extends string> {
  value: V;
  label: ReactNode;
  hint?: string;
}

interface ChoicesProps<V extends string> {
  name: string;
  options: readonly ChoiceOption<V>[];
  /** Chips for long lists of short words, cards for a few longer answers. */
  look?: 'chips' | 'cards';
}

function Choice({
  type,
  name,
  value,
  checked,
  onChange,
  label,
  hint,
  look,
}: {
  type: 'checkbox' | 'radio';
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: ReactNode;
  hint: string | undefined;
  look: 'chips' | 'cards';
}) {
  return (
    <label className={`choice choice--${look}`}>
      <input
        className="choice__input"
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
      />
      <span className="choice__box">
        <span className="choice__label">{label}</span>
        {hint && <span className="choice__hint">{hint}</span>}
      </span>
    </label>
  );
}

export function CheckboxChoices<V extends string>({
  name,
  options,
  look = 'chips',
  selected,
  onChange,
}: ChoicesProps<V> & { selected: readonly V[]; onChange: (next: V[]) => void }) {
  const toggle = (value: V) =>
    onChange(
      selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
    );
  return (
    <div className={`choices choices--${look}`}>
      {options.map((option) => (
        <Choice
          key={option.value}
          type="checkbox"
          name={name}
          value={option.value}
          checked={selected.includes(option.value)}
          onChange={() => toggle(option.value)}
          label={option.label}
          hint={option.hint}
          look={look}
        />
      ))}
    </div>
  );
}

export function RadioChoices<V extends string>({
  name,
  options,
  look = 'cards',
  selected,
  onChange,
}: ChoicesProps<V> & { selected: V; onChange: (next: V) => void }) {
  return (
    <div className={`choices choices--${look}`}>
      {options.map((option) => (
        <Choice
          key={option.value}
          type="radio"
          name={name}
          value={option.value}
          checked={selected === option.value}
          onChange={() => onChange(option.value)}
          label={option.label}
          hint={option.hint}
          look={look}
        />
      ))}
    </div>
  );
}
