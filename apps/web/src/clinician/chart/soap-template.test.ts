import { describe, expect, it } from 'vitest';
import { SOAP_TEMPLATE, withSoapTemplate } from './soap-template';

describe('SOAP template', () => {
  it('fills an empty note with the four headings', () => {
    expect(withSoapTemplate('  \n')).toBe(SOAP_TEMPLATE);
    expect(SOAP_TEMPLATE.match(/^\w+:$/gm)).toEqual([
      'Subjective:',
      'Objective:',
      'Assessment:',
      'Plan:',
    ]);
  });

  it('adds them after what is written, keeping it', () => {
    expect(withSoapTemplate('Alert acknowledged.\n\n')).toBe(
      `Alert acknowledged.\n\n${SOAP_TEMPLATE}`,
    );
  });
});
