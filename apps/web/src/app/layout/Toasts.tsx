import { ToastContainer } from 'react-toastify/unstyled';
import { TOAST_AUTO_CLOSE_MS, TOAST_SWIPE_DISMISS_PERCENT } from '@kaizen/contracts';

/** SPEC §2, §9: toasts top-right by default, 5000 ms, dismissed by a swipe over 80 % of width. */
export default function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      draggablePercent={TOAST_SWIPE_DISMISS_PERCENT}
      pauseOnHover
      newestOnTop
      theme="light"
    />
  );
}
