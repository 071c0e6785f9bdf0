import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, parseExpiry } from './card-input';

describe('the card form while typing', () => {
  it('spaces the number in fours as typed or pasted, keeps digits only, stops at 19', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242.4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('writes the expiry as MM/YY and lets the slash be deleted', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1231')).toBe('12/31');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('1/')).toBe('01/');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('12/315')).toBe('12/31');
  });

  it('reads a whole expiry, and refuses a month that is not one', () => {
    expect(parseExpiry('12/31')).toEqual({ exp_month: 12, exp_year: 2031 });
    expect(parseExpiry('13/31')).toBeNull();
    expect(parseExpiry('00/31')).toBeNull();
    expect(parseExpiry('1/31')).toBeNull();
  });

  it('keeps 3 or 4 digits of the security code', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});
