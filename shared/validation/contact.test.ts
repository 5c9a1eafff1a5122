import { describe, expect, it } from 'vitest';
import { groupsNote, validateContactForm, type ContactFormValues } from './contact.ts';
import { parseFormDate } from './dates.ts';

const today = '2026-03-10';
const feedback: ContactFormValues = {
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@example.com',
  phone: '214-555-0100',
  subdivisionCode: 'TX',
  hotelId: 'TX042',
  hotelName: 'Longstay Dallas Downtown',
  source: 'website',
  details: 'The breakfast was great.',
};
const groups: ContactFormValues = {
  ...feedback,
  source: '',
  details: '',
  checkIn: '2026-04-01',
  checkOut: '2026-04-15',
  rooms: '6',
};

describe('contact form rules', () => {
  it('accepts valid feedback and groups requests', () => {
    expect(validateContactForm(feedback, 'feedback', today)).toEqual({});
    expect(validateContactForm(groups, 'groups', today)).toEqual({});
  });

  it('shows "This field is required" on every required empty field', () => {
    const errors = validateContactForm({}, 'groups', today);
    for (const field of [
      'firstName',
      'lastName',
      'email',
      'phone',
      'subdivisionCode',
      'hotelId',
      'checkIn',
      'checkOut',
      'rooms',
    ]) {
      expect(errors[field as keyof ContactFormValues]).toBe('This field is required');
    }
  });

  it('requires "other" when the other source is picked', () => {
    expect(
      validateContactForm({ ...feedback, source: 'otherSource' }, 'feedback', today).other,
    ).toBe('This field is required');
    expect(
      validateContactForm(
        { ...feedback, source: 'otherSource', other: 'A friend' },
        'feedback',
        today,
      ),
    ).toEqual({});
  });

  it('allows digits only in the confirmation number', () => {
    expect(
      validateContactForm({ ...feedback, confnum: '12345678' }, 'feedback', today).confnum,
    ).toBeUndefined();
    expect(
      validateContactForm({ ...feedback, confnum: '1234-AB' }, 'feedback', today).confnum,
    ).toBe('This field is invalid');
  });

  it('keeps dates from today to 365 days ahead, check-out after check-in', () => {
    expect(validateContactForm({ ...groups, checkIn: '2026-03-09' }, 'groups', today).checkIn).toBe(
      'This field is invalid',
    );
    expect(
      validateContactForm(
        { ...groups, checkIn: '2026-03-10', checkOut: '2026-03-11' },
        'groups',
        today,
      ),
    ).toEqual({});
    expect(
      validateContactForm(
        { ...groups, checkIn: '2027-03-11', checkOut: '2027-03-12' },
        'groups',
        today,
      ).checkIn,
    ).toBe('This field is invalid');
    expect(
      validateContactForm({ ...groups, checkOut: '2026-04-01' }, 'groups', today).checkOut,
    ).toBe('This field is invalid');
    // The check-out keeps the same window: 365 days ahead is the last day, 366 is refused.
    const stay = { ...groups, checkIn: '2027-03-01' };
    expect(
      validateContactForm({ ...stay, checkOut: '2027-03-10' }, 'groups', today).checkOut,
    ).toBeUndefined();
    expect(validateContactForm({ ...stay, checkOut: '2027-03-11' }, 'groups', today).checkOut).toBe(
      'This field is invalid',
    );
    // The platform's window reaches as far as the guest furthest ahead of UTC.
    expect(
      validateContactForm({ ...stay, checkOut: '2027-03-11' }, 'groups', '2026-03-09', '2026-03-11')
        .checkOut,
    ).toBeUndefined();
    expect(
      validateContactForm(
        { ...groups, checkIn: '04/01/2026', checkOut: '04/08/2026' },
        'groups',
        today,
      ),
    ).toEqual({});
    expect(validateContactForm({ ...groups, checkIn: '02/30/2026' }, 'groups', today).checkIn).toBe(
      'Date input not valid.',
    );
  });

  it('says "Date input not valid." for a typed date that is no date or before 1/1/1800', () => {
    for (const typed of ['02/30/2026', '13/01/2026', 'next week', '2026-04-31', '12/31/1799']) {
      const errors = validateContactForm(
        { ...groups, checkIn: typed, checkOut: typed },
        'groups',
        today,
      );
      expect(errors.checkIn, typed).toBe('Date input not valid.');
      expect(errors.checkOut, typed).toBe('Date input not valid.');
    }
    // A real date outside the window is invalid for the form, not as a date.
    expect(validateContactForm({ ...groups, checkIn: '01/01/1800' }, 'groups', today).checkIn).toBe(
      'This field is invalid',
    );
  });

  it('checks e-mail, phone, source and rooms', () => {
    expect(validateContactForm({ ...feedback, email: 'sam@' }, 'feedback', today).email).toBe(
      'This field is invalid',
    );
    expect(validateContactForm({ ...feedback, phone: '12' }, 'feedback', today).phone).toBe(
      'This field is invalid',
    );
    expect(validateContactForm({ ...feedback, source: 'radio' }, 'feedback', today).source).toBe(
      'This field is invalid',
    );
    expect(validateContactForm({ ...groups, rooms: '0' }, 'groups', today).rooms).toBe(
      'This field is invalid',
    );
  });

  it('names the groups note by the 5-room threshold', () => {
    expect(groupsNote(4)).toBe('use-property-page');
    expect(groupsNote(5)).toBe('call-back');
  });

  it('refuses dates before 1/1/1800', () => {
    expect(parseFormDate('12/31/1799')).toBeUndefined();
    expect(parseFormDate('01/01/1800')).toBe('1800-01-01');
  });
});
