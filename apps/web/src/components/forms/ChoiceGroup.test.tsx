import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxGroup, RadioGroup } from './ChoiceGroup';

const sizes = [
  { value: 's', label: 'Small' },
  { value: 'm', label: 'Medium', hint: 'Most people' },
  { value: 'l', label: 'Large' },
] as const;

function Budget() {
  const [selected, setSelected] = useState<string | undefined>('m');
  return (
    <>
      <RadioGroup
        look="list"
        legend="Size"
        hint="Pick one."
        name="size"
        anyLabel="Any size"
        options={sizes}
        selected={selected}
        onChange={setSelected}
      />
      <output>{selected ?? 'none'}</output>
    </>
  );
}

describe('ChoiceGroup', () => {
  it('names a radio group with its legend and hint, and arrow keys move the choice', async () => {
    render(<Budget />);
    const group = screen.getByRole('group', { name: 'Size' });
    expect(group).toHaveAccessibleDescription('Pick one.');
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Medium' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('l');
    await userEvent.click(screen.getByRole('radio', { name: 'Any size' }));
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('toggles checkboxes and shows a card hint inside the caller’s own fieldset', async () => {
    const changes: string[][] = [];
    render(
      <fieldset>
        <legend>Sizes</legend>
        <CheckboxGroup
          look="cards"
          name="sizes"
          options={sizes}
          selected={['s']}
          onChange={(next) => changes.push(next)}
        />
      </fieldset>,
    );
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByText('Most people')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Medium/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Small' }));
    expect(changes).toEqual([['s', 'm'], []]);
  });
});
