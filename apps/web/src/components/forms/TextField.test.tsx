import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhoneField, NameField } from './FilteredFields';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';

describe('accessible fields', () => {
  it('labels the input and ties hint and error to it', () => {
    render(
      <TextField
        label="Email"
        hint="We never share it."
        error="Please enter a valid email address."
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Please enter a valid email address. We never share it.',
    );
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Email" />);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('shows and hides a password with a pressed button', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('keeps only 10 digits in a phone field (SPEC §5 numeric key filter)', async () => {
    render(<PhoneField label="Mobile number" />);
    const input = screen.getByLabelText('Mobile number');
    await userEvent.type(input, '98a7-6 5432109999');
    expect(input).toHaveValue('9876543210');
  });

  it('keeps letters, spaces, dot, apostrophe and hyphen in a name (SPEC §5 name filter)', async () => {
    render(<NameField label="First name" />);
    const input = screen.getByLabelText('First name');
    await userEvent.type(input, "Mary-Jo O'Neil 3rd!");
    expect(input).toHaveValue("Mary-Jo O'Neil rd");
  });
});
