import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';

const toast = vi.hoisted(() => ({ helperToast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../lib/toast', () => toast);

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

// SPEC §8: "clipboard copy failure | alert 'Unable to copy'".
describe('CopyButton', () => {
  it('copies the text and confirms', async () => {
    const user = userEvent.setup();
    render(
      <CopyButton text="https://kaizen.example/" copied="Link copied.">
        Copy joining link
      </CopyButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy joining link' }));
    expect(await navigator.clipboard.readText()).toBe('https://kaizen.example/');
    expect(toast.helperToast.success).toHaveBeenCalledWith('Link copied.', 'copy');
  });

  it("says 'Unable to copy' when the clipboard refuses and the copy command fails", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    document.execCommand = vi.fn(() => false);
    render(
      <CopyButton text="https://kaizen.example/" copied="Link copied.">
        Copy joining link
      </CopyButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy joining link' }));
    await vi.waitFor(() =>
      expect(toast.helperToast.error).toHaveBeenCalledWith('Unable to copy', 'copy'),
    );
    expect(toast.helperToast.success).not.toHaveBeenCalled();
  });
});
