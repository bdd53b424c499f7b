import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonName } from './PersonName';

// SPEC §9: "Text truncation default 40 characters with ellipsis".
describe('PersonName (SPEC §9 truncation)', () => {
  it('shows a name of up to 40 characters as it is', () => {
    render(
      <h3>
        <PersonName firstname="Meera" lastname="Iyer" />
      </h3>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent(/^Meera Iyer$/);
  });

  it('cuts a longer name at 40 characters with an ellipsis, keeping the whole name for screen readers', () => {
    const firstname = 'Venkataraghavan Subramaniam';
    const lastname = 'Ramachandran-Krishnamurthy';
    render(
      <h3>
        <PersonName firstname={firstname} lastname={lastname} />
      </h3>,
    );
    const shown = screen.getByTitle(`${firstname} ${lastname}`);
    expect(shown).toHaveTextContent('Venkataraghavan Subramaniam Ramachandran…');
    expect(Array.from(shown.textContent ?? '')).toHaveLength(41);
    expect(screen.getByRole('heading', { name: `${firstname} ${lastname}` })).toBeInTheDocument();
  });
});
