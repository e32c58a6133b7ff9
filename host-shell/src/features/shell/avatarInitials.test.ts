import { avatarInitials } from './avatarInitials';

describe('avatarInitials', () => {
  it('uses the initials of the first and last name', () => {
    expect(avatarInitials({ firstName: 'ada', lastName: 'Lovelace', username: 'ada01' })).toBe('AL');
  });

  it('falls back to the first two letters of the username', () => {
    expect(avatarInitials({ firstName: 'Ada', lastName: '', username: 'lovelace' })).toBe('LO');
    expect(avatarInitials({ firstName: '', lastName: '', username: 'x' })).toBe('X');
  });

  it("shows 'US' when there is nothing to go on", () => {
    expect(avatarInitials({ firstName: '', lastName: '', username: '' })).toBe('US');
    expect(avatarInitials(null)).toBe('US');
  });

  it('keeps letters outside the basic plane whole', () => {
    expect(avatarInitials({ firstName: '𝒜da', lastName: 'Ökten', username: '' })).toBe('𝒜Ö');
  });
});
