import { SegmentedMessage } from 'sms-segments-calculator';
import { fillVariables, sampleVariableValues } from './variables.js';

/** How an SMS will travel: its encoding, its length in characters and the segments it is billed as. */
export interface SmsStats {
  encoding: 'GSM-7' | 'UCS-2';
  characters: number;
  segments: number;
}

/**
 * The stats of an SMS text once its variables are filled with sample values (a typical name, a full
 * link), counted by Twilio's segment calculator: GSM-7 when every character is in that alphabet,
 * else UCS-2 with its shorter segments.
 */
export function smsStats(text: string): SmsStats {
  const filled = fillVariables(text, sampleVariableValues, { html: false });
  const message = new SegmentedMessage(filled, 'auto');
  return {
    encoding: message.encodingName === 'UCS-2' ? 'UCS-2' : 'GSM-7',
    characters: message.numberOfCharacters,
    segments: filled.length === 0 ? 0 : message.segmentsCount,
  };
}
