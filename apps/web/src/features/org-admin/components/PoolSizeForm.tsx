import { poolSizeRequestSchema, type OrgPool } from '@kaizen/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/forms/Form';
import { TextField } from '../../../components/forms/TextField';
import { helperToast } from '../../../lib/toast';
import { resizePool } from '../api';
import { useSend } from '../hooks/use-send';

/** What the field shows: sessions, or whole rupees for a money pool (the API keeps paise). */
const sizeOf = (pool: OrgPool) => (pool.kind === 'money_pool' ? pool.total / 100 : pool.total);

/**
 * The console sets a shared pool's size (issue 11): from now on, and for this year at once. The
 * server writes the change as an adjustment entry of the pool's ledger and refuses a size below
 * what members already use or hold.
 */
export function PoolSizeForm({
  pool,
  onResized,
}: {
  pool: OrgPool;
  onResized: (pools: OrgPool[]) => void;
}) {
  const [size, setSize] = useState(String(sizeOf(pool)));
  const [error, setError] = useState<string | undefined>();
  const { errors, sending, send } = useSend();
  const money = pool.kind === 'money_pool';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = poolSizeRequestSchema.safeParse({ size: Number(size.trim() || Number.NaN) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    await send(async () => {
      onResized(await resizePool(pool.benefit_id, parsed.data.size));
      helperToast.success('Pool size saved.');
    });
  };

  return (
    <Form serverErrors={errors} onSubmit={submit} aria-label={`Size of the ${pool.label} pool`}>
      <TextField
        label={money ? 'Yearly budget (₹)' : `Shared ${pool.label} a year`}
        hint="Takes effect now for this year, and for every year after."
        inputMode="numeric"
        value={size}
        error={error}
        onChange={(event) => setSize(event.target.value)}
      />
      <div className="form__actions">
        <Button type="submit" variant="secondary" loading={sending}>
          Save pool size
        </Button>
      </div>
    </Form>
  );
}
