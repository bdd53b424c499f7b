import { describe, expect, it } from 'vitest';
import { parseCrnRegister } from './crn-register';

describe('parseCrnRegister', () => {
  it('reads a header in any order, quotes, separators and blank lines', () => {
    const csv = 'Email,CRN\r\n"a@x.example", 4000000001\n\nB@X.example;4000000002\n';
    expect(parseCrnRegister(csv)).toEqual({
      rows: [
        { line: 2, crn: '4000000001', email: 'a@x.example' },
        { line: 4, crn: '4000000002', email: 'b@x.example' },
      ],
      problems: [],
    });
  });

  it('without a header, reads CRN then email', () => {
    expect(parseCrnRegister('4000000001,a@x.example').rows).toEqual([
      { line: 1, crn: '4000000001', email: 'a@x.example' },
    ]);
  });

  it('reports each bad row by its number and keeps the good ones', () => {
    const csv = [
      'crn,email',
      '4000000001,a@x.example',
      '40 00,b@x.example',
      '4000000003,not-an-email',
      '4000000004',
      '4000000001,c@x.example',
      '4000000006,A@x.example',
      '4000000007,d@x.example,extra',
    ].join('\n');
    const { rows, problems } = parseCrnRegister(csv);
    expect(rows.map((row) => row.line)).toEqual([2]);
    expect(problems).toEqual([
      { line: 3, message: "Row 3: '40 00' is not a CRN (letters, digits, - and _, up to 64)." },
      { line: 4, message: "Row 4: 'not-an-email' is not an email address." },
      { line: 5, message: 'Row 5: expected two values, the CRN and the email address.' },
      { line: 6, message: 'Row 6: CRN 4000000001 is already listed on row 2.' },
      { line: 7, message: 'Row 7: a@x.example already has a CRN on row 2.' },
      { line: 8, message: 'Row 8: expected two values, the CRN and the email address.' },
    ]);
  });
});
