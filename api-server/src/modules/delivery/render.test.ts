import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HtmlValidate } from 'html-validate';
import { touchpointContent, type LanguageCode } from '@outreach/shared-contracts';
import { completeContent } from '../../test/studioSupport.js';
import { renderEmail } from './render.js';

const content = touchpointContent.parse({
  ...completeContent(1),
  languages: ['en', 'es', 'ar'],
  email: {
    subject: { en: 'Hello {{first_name}}', es: 'Hola {{first_name}}', ar: 'مرحبا {{first_name}}' },
    html: {
      en: '<p>Hi {{first_name}}, your care team wrote.</p><p>{{link}}</p><p>See you soon.</p>',
      es: '<p>Hola</p><p>{{link}}</p>',
      ar: '<p>مرحبا</p><p>{{link}}</p>',
    },
    text: { en: 'Hi {{first_name}}, open {{link}}', es: 'Hola {{link}}', ar: 'مرحبا {{link}}' },
  },
});
const sender = { tenantName: 'Clinic', tenantPhone: '', primaryColor: '#388083', secondaryColor: '#FFFFFF' };
const patient = (language: LanguageCode) => ({ firstName: 'Ana', lastName: 'Silva', title: null, language });
const link = 'https://patients.example/i/0123456789abcdefABCDEF';
const page = 'https://patients.example/u/0f8e2a34-9c1d-4b7e-a5f6-3d2c1b0a9e8f/sig';

/** Content whose English e-mail is `html` and `text`. */
const withEmail = (html: string, text = 'Hi') =>
  touchpointContent.parse({
    ...content,
    email: { ...content.email, html: { en: html }, text: { en: text } },
  });

/** The anchors of some HTML whose address is `href`, as the text a reader sees (Outlook's spacing left out). */
const anchorsTo = (html: string, href: string) =>
  [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/gs)]
    .filter((match) => match[1]?.includes(`href="${href}"`))
    .map((match) => (match[2] ?? '').replace(/<!--.*?-->/gs, '').replace(/<[^>]*>/g, ''));

void describe('the layout of a patient’s e-mail', () => {
  void it('names the tenant at the top, in its colours, escaped', async () => {
    const email = await renderEmail(
      content,
      patient('en'),
      { ...sender, tenantName: 'St <Mary> & "Sons"', primaryColor: '#123456' },
      link,
      page,
    );
    assert.match(email.html, /background-color:#123456/);
    assert.match(email.html, />St &lt;Mary&gt; &amp; &quot;Sons&quot;<\/p>/);
    assert.doesNotMatch(email.html, /<Mary>/);
  });

  void it('puts the button where the author wrote {{link}} alone, with the address beneath', async () => {
    const email = await renderEmail(content, patient('en'), sender, link, page);
    assert.deepEqual(anchorsTo(email.html, link), ['Open your page', link]);
    assert.match(email.html, /If the button does not work, copy this address:/);
    // Between the two paragraphs of the author.
    const [, before = '', after = ''] = /^(.*)Open your page(.*)$/s.exec(email.html) ?? [];
    assert.match(before, /your care team wrote/);
    assert.match(after, /See you soon/);
    assert.doesNotMatch(email.html, /\{\{/);
  });

  void it('says the button’s words in a sentence, and keeps an author’s own link to the page', async () => {
    const email = await renderEmail(
      withEmail('<p>Read <a href="{{link}}">your notes</a> or go to {{link}} today.</p>'),
      patient('en'),
      sender,
      link,
      page,
    );
    // The author's link, the short link, the button (after the body, as none was placed) and the address.
    assert.deepEqual(anchorsTo(email.html, link), ['your notes', 'Open your page', 'Open your page', link]);
    assert.doesNotMatch(email.html, />https:\/\/patients\.example\/i\/[^<]*<\/a> today/);
  });

  void it('hides a preview line from the author’s text, the address left out', async () => {
    const email = await renderEmail(content, patient('en'), sender, link, page);
    assert.match(email.html, /<div style="display:none[^"]*"[^>]*>Hi Ana, open<div>/);
  });

  void it('escapes a patient’s values, and never lets one become where a link goes', async () => {
    const stored = withEmail('<p><a href="{{first_name}}">Hi</a> {{first_name}}</p><p>{{link}}</p>');
    const attacker = { ...patient('en'), firstName: '<img src=x onerror=alert(1)>javascript:alert(1)' };
    const email = await renderEmail(stored, attacker, sender, link, page);
    assert.doesNotMatch(email.html, /<img/);
    assert.doesNotMatch(email.html, /href="javascript:/);
    assert.match(email.html, /&lt;img src=x onerror=alert\(1\)&gt;javascript:alert\(1\)/);
    assert.match(email.html, /<a target="_blank" rel="noopener noreferrer">Hi<\/a>/);
  });

  void it('draws each tenant’s and each patient’s e-mail with their own name, link and values', async () => {
    const first = await renderEmail(content, patient('en'), sender, link, page);
    const other = await renderEmail(
      content,
      { ...patient('en'), firstName: 'Bea' },
      { ...sender, tenantName: 'Riverside', primaryColor: '#654321' },
      `${link}2`,
      `${page}2`,
    );
    assert.match(first.html, />Clinic<\/p>/);
    assert.match(other.html, />Riverside<\/p>/);
    assert.doesNotMatch(other.html, />Clinic<|Ana|#388083/);
    assert.deepEqual(anchorsTo(other.html, `${link}2`), ['Open your page', `${link}2`]);
    assert.match(other.html, /<title>Hello Bea<\/title>/);
  });

  void it('keeps a malformed stored colour out of the styles', async () => {
    const email = await renderEmail(
      content,
      patient('en'),
      { ...sender, primaryColor: 'red;background:url(https://evil.example/x)' },
      link,
      page,
    );
    assert.doesNotMatch(email.html, /evil\.example/);
    assert.match(email.html, /background-color:#388083/);
  });

  void it('writes the button in the patient’s language, right to left where theirs is', async () => {
    const spanish = await renderEmail(content, patient('es'), sender, link, page);
    assert.deepEqual(anchorsTo(spanish.html, link), ['Abrir su página', link]);
    assert.match(spanish.html, /Si el botón no funciona, copie esta dirección:/);
    const arabic = await renderEmail(content, patient('ar'), sender, link, page);
    assert.match(arabic.html, /<html dir="rtl" lang="ar">/);
    assert.deepEqual(anchorsTo(arabic.html, link), ['افتح صفحتك', link]);
    // A patient whose language the touchpoint lacks reads it in its default.
    const german = await renderEmail(content, patient('de'), sender, link, page);
    assert.match(german.html, /<html dir="ltr" lang="en">/);
    assert.deepEqual(anchorsTo(german.html, link), ['Open your page', link]);
  });
});

void describe('the plain-text part', () => {
  void it('says the same with the addresses written out', async () => {
    const email = await renderEmail(content, patient('en'), sender, link, page);
    assert.equal(email.text, `Hi Ana, open ${link}\n\nUnsubscribe from these e-mails: ${page}`);
  });

  void it('adds the address when the author’s text has none', async () => {
    const email = await renderEmail(
      withEmail('<p>Hi</p>', 'Hi {{first_name}}'),
      patient('en'),
      sender,
      link,
      page,
    );
    assert.equal(email.text, `Hi Ana\n\nOpen your page: ${link}\n\nUnsubscribe from these e-mails: ${page}`);
  });
});

void describe('the foot of every e-mail', () => {
  void it('links both parts to the unsubscribe page, in the language of the e-mail', async () => {
    const spanish = await renderEmail(content, patient('es'), sender, link, page);
    assert.ok(spanish.text.endsWith(`\n\nDarse de baja de estos correos electrónicos: ${page}`));
    assert.deepEqual(anchorsTo(spanish.html, page), ['Darse de baja de estos correos electrónicos']);
    const arabic = await renderEmail(content, patient('ar'), sender, link, page);
    assert.deepEqual(anchorsTo(arabic.html, page), ['إلغاء الاشتراك في رسائل البريد الإلكتروني هذه']);
  });

  void it('escapes the address in the HTML, and leaves the text part as it is', async () => {
    const odd = 'https://patients.example/u/x?a=1&b="2"<i>';
    const email = await renderEmail(content, patient('en'), sender, link, odd);
    assert.match(email.html, /href="https:\/\/patients\.example\/u\/x\?a=1&amp;b=&quot;2&quot;&lt;i&gt;"/);
    assert.doesNotMatch(email.html, /<i>/);
    assert.ok(email.text.endsWith(`: ${odd}`));
  });
});

/**
 * HTML e-mail is written for mail clients, not browsers: the XHTML doctype, tables laid out with
 * `align`, `cellPadding` and `role="presentation"`, inline styles, XHTML's `<meta/>`, and the
 * conditional comments Outlook reads. The checker keeps every other
 * rule of valid HTML.
 */
const emailHtml = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'no-inline-style': 'off',
    'no-deprecated-attr': 'off',
    'attr-case': 'off',
    'doctype-html': 'off',
    'presentation-role-style': 'off',
    'void-style': 'off',
    'no-conditional-comment': 'off',
  },
});

void describe('the HTML of an e-mail', () => {
  void it('passes an HTML checker set for e-mail, in a left-to-right and a right-to-left language', async () => {
    for (const language of ['en', 'ar'] as const) {
      const email = await renderEmail(content, patient(language), sender, link, page);
      const report = await emailHtml.validateString(email.html);
      const messages = report.results.flatMap((result) =>
        result.messages.map((message) => `${message.ruleId}: ${message.message}`),
      );
      assert.deepEqual(messages, [], language);
    }
  });
});
