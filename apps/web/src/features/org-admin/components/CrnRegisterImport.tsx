import {
  CRN_REGISTER_MAX_ROWS,
  crnImportSummary,
  type CrnRegisterImport as ImportResult,
  type CrnRegisterSummary,
} from '@kaizen/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/forms/Form';
import { helperToast } from '../../../lib/toast';
import { importCrnRegister } from '../branding-api';
import { useSend } from '../hooks/use-send';
import { CsvTextInput } from './CsvTextInput';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function ImportOutcome({ result }: { result: ImportResult }) {
  const notImported = [...result.conflicts, ...result.problems].sort((a, b) => a.line - b.line);
  return (
    <div className="stack" role="status">
      <p>
        <strong>Imported: {crnImportSummary(result)}.</strong>
      </p>
      {notImported.length > 0 && (
        <>
          <p>
            {notImported.length === 1 ? '1 row was' : `${notImported.length} rows were`} not
            imported:
          </p>
          <ul className="crn-import__problems">
            {notImported.map((problem) => (
              <li key={problem.line}>{problem.message}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * An insurer's CRN register in its console: a CSV of CRN and email (uploaded or pasted). Rows
 * with problems are listed by row number; importing the same file again changes nothing.
 */
export function CrnRegisterImport({
  summary,
  onImported,
}: {
  summary: CrnRegisterSummary;
  onImported: () => void;
}) {
  const [text, setText] = useState('');
  const [result, setResult] = useState<ImportResult | null>(null);
  const { errors, sending, send, refuse } = useSend();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (text.trim() === '') {
      refuse(['Choose a CSV file or paste the register first.']);
      return;
    }
    await send(async () => {
      const answer = await importCrnRegister(text);
      setResult(answer);
      helperToast.success(`Register imported: ${crnImportSummary(answer)}.`);
      onImported();
    });
  };

  return (
    <div className="stack">
      <p>
        {summary.total === 1 ? '1 CRN' : `${summary.total} CRNs`} listed, {summary.linked} linked to
        a member’s account.
      </p>
      <Form serverErrors={errors} onSubmit={submit} aria-label="Import the CRN register">
        <CsvTextInput
          label="Register rows"
          hint={`One customer per row: CRN, email (a header row “crn,email” is optional). Up to ${CRN_REGISTER_MAX_ROWS} rows at a time.`}
          value={text}
          onChange={setText}
        />
        <div className="form__actions">
          <Button type="submit" loading={sending}>
            Import register
          </Button>
        </div>
      </Form>
      {result && <ImportOutcome result={result} />}
      {summary.imports.length > 0 && (
        <div className="results-table__wrap">
          <table className="results-table">
            <caption>Latest imports</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">By</th>
                <th scope="col">Added</th>
                <th scope="col">Updated</th>
                <th scope="col">Unchanged</th>
                <th scope="col">Not imported</th>
              </tr>
            </thead>
            <tbody>
              {summary.imports.map((entry, index) => (
                <tr key={`${entry.imported_at}-${index}`}>
                  <td>{dateTime.format(new Date(entry.imported_at))}</td>
                  <td>{entry.imported_by ?? 'A former administrator'}</td>
                  <td>{entry.added}</td>
                  <td>{entry.updated}</td>
                  <td>{entry.unchanged}</td>
                  <td>{entry.conflicts + entry.problems}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
