import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SlotPicker } from './SlotPicker';

const original = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterAll(() => {
  process.env.TZ = original;
});

const NOW = new Date('2026-11-23T04:00:00Z'); // Monday 23 Nov, 09:30 in Kolkata
const SLOTS = [
  '2026-11-23T08:30:00.000Z', // Today 02:00 PM
  '2026-11-23T10:30:00.000Z', // Today 04:00 PM
  '2026-11-25T03:30:00.000Z', // Wed 09:00 AM
];

describe('SlotPicker', () => {
  it('shows the chosen day’s times as radios and reports the chosen start', async () => {
    const onSelect = vi.fn();
    render(
      <SlotPicker slots={SLOTS} selected={null} onSelect={onSelect} label="Video" now={NOW} />,
    );
    expect(screen.getByRole('radio', { name: 'Today, 23rd Nov' })).toBeChecked();
    expect(screen.getAllByRole('radio', { name: /PM$/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('radio', { name: 'Wednesday, 25th Nov' }));
    await userEvent.click(screen.getByRole('radio', { name: '09:00 AM' }));
    expect(onSelect).toHaveBeenCalledWith('2026-11-25T03:30:00.000Z');
  });

  it('opens on the day of the chosen time, with the time checked and its note', () => {
    render(
      <SlotPicker
        slots={SLOTS}
        selected="2026-11-25T03:30:00.000Z"
        onSelect={() => {}}
        label="Group"
        noteFor={() => '3 seats left'}
        now={NOW}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Wednesday, 25th Nov' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '09:00 AM, 3 seats left' })).toBeChecked();
  });

  it('is busy while loading, says when there are no times, and offers a retry on error', async () => {
    const { rerender } = render(
      <SlotPicker slots={null} selected={null} onSelect={() => {}} label="Video" />,
    );
    expect(screen.queryByRole('radio')).toBeNull();
    rerender(<SlotPicker slots={[]} selected={null} onSelect={() => {}} label="Video" />);
    expect(screen.getByText('No open times in the next 14 days')).toBeVisible();
    const onRetry = vi.fn();
    rerender(
      <SlotPicker
        slots={null}
        selected={null}
        onSelect={() => {}}
        label="Video"
        error={{ message: 'Network down', onRetry }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
