import { randomUUID } from 'node:crypto';
import { createElement } from 'react';
import { render } from '@react-email/render';
import { escapeHtml } from '@outreach/shared-contracts';
import { EmailLayout, type EmailLayoutProps } from './EmailLayout.js';

/** What the layout of an e-mail is drawn with: the same for every patient of a language in a send. */
export type LayoutOptions = Pick<
  EmailLayoutProps,
  'language' | 'direction' | 'tenantName' | 'colours' | 'labels'
>;

/** One patient's parts of an e-mail: text and addresses are escaped here, the body is HTML already. */
export interface EmailSlots {
  subject: string;
  preheader: string;
  before: string;
  after: string;
  link: string;
  unsubscribeUrl: string;
}

type SlotName = keyof EmailSlots;

/**
 * Stand-ins the layout is drawn with, letters and digits only so React writes them as they are; the
 * nonce keeps a tenant's name from spelling one.
 */
const nonce = randomUUID().replace(/-/g, '');
const slot = (name: SlotName) => `slot${nonce}${name}`;
const slots = new RegExp(`slot${nonce}(subject|preheader|before|after|link|unsubscribeUrl)`, 'g');

/**
 * Layouts by their options: React draws a layout once per language, tenant and colours, and each
 * patient's e-mail is that layout with their parts put in, so a send of thousands renders a few.
 */
const layouts = new Map<string, Promise<string>>();
const LAYOUTS_KEPT = 256;

function layoutOf(options: LayoutOptions): Promise<string> {
  const key = JSON.stringify(options);
  let layout = layouts.get(key);
  if (layout === undefined) {
    if (layouts.size >= LAYOUTS_KEPT) layouts.clear();
    layout = render(
      createElement(EmailLayout, {
        ...options,
        subject: slot('subject'),
        preheader: slot('preheader'),
        body: { before: slot('before'), after: slot('after') },
        link: slot('link'),
        unsubscribeUrl: slot('unsubscribeUrl'),
      }),
    );
    layouts.set(key, layout);
    // A failed drawing is not kept: the next e-mail tries again.
    layout.catch(() => layouts.delete(key));
  }
  return layout;
}

/** The HTML of one patient's e-mail: the layout of `options` with their parts put in, in one pass. */
export async function drawEmail(options: LayoutOptions, parts: EmailSlots): Promise<string> {
  const layout = await layoutOf(options);
  const filled: Record<SlotName, string> = {
    subject: escapeHtml(parts.subject),
    preheader: escapeHtml(parts.preheader),
    before: parts.before,
    after: parts.after,
    link: escapeHtml(parts.link),
    unsubscribeUrl: escapeHtml(parts.unsubscribeUrl),
  };
  return layout.replace(slots, (_match, name: SlotName) => filled[name]);
}
