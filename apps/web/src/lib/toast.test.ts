import { beforeEach, describe, expect, it, vi } from 'vitest';
import { helperToast, notify } from './toast';

const library = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('react-toastify/unstyled', () => library);

const HELPER = {
  position: 'top-center',
  autoClose: 2000,
  closeButton: false,
  hideProgressBar: true,
  pauseOnHover: true,
  draggable: false,
};

// One toast per test: under Vitest only the first dynamic import of the mocked library in a test
// resolves (the browser has no such limit).
describe('toasts (SPEC §2, §8, §9)', () => {
  beforeEach(() => vi.clearAllMocks());

  // SPEC §8: "Helper toasts: success and error at top center for 2000 ms; ... no close button,
  // hidden progress bar, pause on hover, not draggable."
  it('shows a helper success toast top centre for 2000 ms', async () => {
    helperToast.success('Your details have been saved.');
    await vi.waitFor(() =>
      expect(library.toast.success).toHaveBeenCalledWith('Your details have been saved.', HELPER),
    );
  });

  it('shows a helper error toast the same way, keeping its id', async () => {
    helperToast.error('Unable to copy', 'copy');
    await vi.waitFor(() =>
      expect(library.toast.error).toHaveBeenCalledWith('Unable to copy', {
        ...HELPER,
        toastId: 'copy',
      }),
    );
  });

  // SPEC §2 "Toasts appear top-right (default)"; §9 "Toast auto-close 5000 ms (default)": a
  // default toast sets nothing, so the container's top-right / 5000 ms apply.
  it('leaves default toasts to the container settings (top right, 5000 ms)', async () => {
    notify.error('Error fetching therapist(s)/psychiatrist(s)', 'dropdown');
    await vi.waitFor(() =>
      expect(library.toast.error).toHaveBeenCalledWith(
        'Error fetching therapist(s)/psychiatrist(s)',
        { toastId: 'dropdown' },
      ),
    );
  });
});
