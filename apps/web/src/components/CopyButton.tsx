import { COPY_FAILED_MESSAGE } from '@kaizen/contracts';
import { copyText } from '../lib/device/clipboard';
import { helperToast } from '../lib/toast';
import { Button, type ButtonVariant } from './Button';
import { CopyIcon } from './icons';

/**
 * Copies `text` and says how it went in a helper toast (the answer to the person's own click):
 * `copied` on success, SPEC §8 'Unable to copy' on failure.
 */
export function CopyButton({
  text,
  copied,
  children,
  variant = 'secondary',
}: {
  text: string;
  copied: string;
  children: string;
  variant?: ButtonVariant;
}) {
  const copy = async () => {
    if (await copyText(text)) helperToast.success(copied, 'copy');
    else helperToast.error(COPY_FAILED_MESSAGE, 'copy');
  };
  return (
    <Button
      variant={variant}
      icon={<CopyIcon width={18} height={18} />}
      onClick={() => void copy()}
    >
      {children}
    </Button>
  );
}
