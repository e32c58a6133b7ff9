// The searchable select and the time zone field built on it: an entry of their own, so they load with
// the forms that set a zone (a patient's record, Tenant Settings), after sign-in, and not with the login
// screen. Not a shared module: it holds no state of its own, and a shared entry would add to the host's
// first download what only those two forms use.
export {
  ComboboxField,
  type ComboboxChoice,
  type ComboboxFieldProps,
} from './components/combobox/ComboboxField';
export {
  TimeZoneField,
  useTimeZoneLabel,
  type TimeZoneFieldProps,
} from './components/time-zone-field/TimeZoneField';
export {
  describeTimeZone,
  describeTimeZones,
  quietHoursText,
  readableZone,
  timeZoneNames,
  type TimeZoneDescription,
} from './time/timeZones';
