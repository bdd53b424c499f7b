import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/forms/Form';
import { Logo } from '../../../components/Logo';
import { PasswordField } from '../../../components/forms/PasswordField';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { checkOperatorToken } from '../../../lib/operator-token';

export const WRONG_OPERATOR_TOKEN_MESSAGE =
  'That token was not accepted. Use the ADMIN_TOKEN this server was started with.';
const EMPTY_TOKEN_MESSAGE = 'Enter the operator token.';

/** The console's gate: the operator types ADMIN_TOKEN; the API says whether it is right. */
export function OperatorTokenForm({ onAccepted }: { onAccepted: (token: string) => void }) {
  const [token, setToken] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerErrors([]);
    const typed = token.trim();
    if (!typed) {
      setFieldError(EMPTY_TOKEN_MESSAGE);
      return;
    }
    setFieldError(undefined);
    setChecking(true);
    try {
      if (await checkOperatorToken(typed)) onAccepted(typed);
      else setFieldError(WRONG_OPERATOR_TOKEN_MESSAGE);
    } catch (error) {
      setServerErrors(errorMessagesOf(error));
    } finally {
      setChecking(false);
    }
  };

  return (
    <main id="main-content" tabIndex={-1} className="op-gate">
      <section className="card op-gate__card" aria-labelledby="op-gate-title">
        <Logo />
        <h1 id="op-gate-title" className="page__title">
          Operator console
        </h1>
        <p className="op-gate__lede">
          For the people who run this Kaizen server. Enter the operator token (the server’s
          ADMIN_TOKEN); it is kept in this tab only and forgotten when the tab closes.
        </p>
        <Form serverErrors={serverErrors} onSubmit={(event) => void submit(event)}>
          <PasswordField
            label="Operator token"
            name="operator-token"
            autoComplete="off"
            value={token}
            error={fieldError}
            onChange={(event) => setToken(event.target.value)}
          />
          <Button type="submit" block loading={checking}>
            Open the console
          </Button>
        </Form>
      </section>
    </main>
  );
}
