import { brandingInput } from '@outreach/shared-contracts';
import { isValidSenderEmail } from './senderEmail';

const serverTakes = (address: string) => brandingInput.safeParse({ sender_email: address }).success;

describe('isValidSenderEmail', () => {
  it.each([
    ['', true],
    ['care@acme.example.test', true],
    ["o'neil+news@clinic.co.uk", true],
    ['first.last@sub-domain.example.org', true],
    ['care@acme', false],
    ['care@', false],
    ['@acme.example.test', false],
    ['care@@acme.example.test', false],
    ['care acme@example.test', false],
    ['.care@example.test', false],
    ['care..team@example.test', false],
    ['care@-acme.example.test', false],
    ['care@acme.example.t', false],
    [`${'a'.repeat(241)}@example.test`, true],
    [`${'a'.repeat(242)}@example.test`, false],
  ])('judges %p as the server does (%s)', (address, valid) => {
    expect(isValidSenderEmail(address)).toBe(valid);
    expect(serverTakes(address)).toBe(valid);
  });

  it('ignores spaces around the address, which the save trims', () => {
    expect(isValidSenderEmail('  care@acme.example.test ')).toBe(true);
    expect(isValidSenderEmail('   ')).toBe(true);
  });
});
