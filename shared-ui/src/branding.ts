// The branding editor's pieces (colour fields, logo upload, the contrast rule): an entry of their own, so
// they load with Tenant Settings, after sign-in, and not with the login screen.
export { ColourInput, type ColourInputProps } from './components/colour-input/ColourInput';
export {
  normaliseHexColour,
  type HexColourResult,
  type NormaliseHexColourOptions,
} from './components/colour-input/normaliseHexColour';
export { LogoUploadArea, type LogoUploadAreaProps } from './components/logo-upload-area/LogoUploadArea';
export { checkLogoFile, LOGO_ACCEPT, type LogoRefusal } from './components/logo-upload-area/logoFile';
export { contrastRatio, meetsAaForText, AA_NORMAL_TEXT_RATIO } from './theme/contrast';
