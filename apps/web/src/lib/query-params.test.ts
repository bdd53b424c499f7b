import { describe, expect, it } from 'vitest';
import { readStartParams, searchWithout } from './query-params';

describe('SPEC §2 start parameters', () => {
  it('reads the known parameters and nothing else', () => {
    const params = readStartParams(
      '?platform=android&hideBackBtn=true&sectionid=faq&app_token=abc&CRNID=77&utm_source=x',
    );
    expect(params).toEqual({
      platform: 'android',
      hideBackBtn: 'true',
      sectionid: 'faq',
      app_token: 'abc',
      CRNID: '77',
    });
  });

  it("treats '', 'undefined' and 'null' as absent (SPEC §5)", () => {
    expect(readStartParams('?platform=&token=undefined&jwt=null&code=0')).toEqual({ code: '0' });
  });

  it('drops parameters from a search string', () => {
    expect(searchWithout('?app_token=a&x=1&token=t', ['app_token', 'token'])).toBe('?x=1');
    expect(searchWithout('?sectionid=a', ['sectionid'])).toBe('');
  });
});
