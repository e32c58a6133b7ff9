// The contrast rule is the contract's, so the publish check list measures brand colours by the same one.
export { AA_NORMAL_TEXT_RATIO, contrastRatio, meetsAaForText } from '@outreach/shared-contracts/core';
