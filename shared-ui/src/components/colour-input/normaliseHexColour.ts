// The colour rule is the contract's, so the server checks brand colours by the same one.
export {
  normaliseHexColour,
  toSixDigitHex,
  type HexColourResult,
  type NormaliseHexColourOptions,
} from '@outreach/shared-contracts/core';
