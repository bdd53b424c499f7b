import { describe, expect, it } from 'vitest';
import { cityCodeForName } from './clinics';

describe('cityCodeForName', () => {
  it('finds the clinic city of a reported place, metropolitan area included', () => {
    expect(cityCodeForName('Mumbai')).toBe('mum');
    expect(cityCodeForName(' thane ')).toBe('mum');
    expect(cityCodeForName('New Delhi')).toBe('del');
    expect(cityCodeForName('Gurugram')).toBe('del');
    expect(cityCodeForName('Bangalore')).toBe('blr');
    expect(cityCodeForName('blr')).toBe('blr');
  });

  it('answers null for other places and for nothing', () => {
    expect(cityCodeForName('Chennai')).toBeNull();
    expect(cityCodeForName('')).toBeNull();
    expect(cityCodeForName(null)).toBeNull();
  });
});
