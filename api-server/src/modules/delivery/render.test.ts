import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { touchpointContent, type LanguageCode } from '@outreach/shared-contracts';
import { completeContent } from '../../test/studioSupport.js';
import { renderEmail } from './render.js';

const content = touchpointContent.parse({
  ...completeContent(1),
  languages: ['en', 'es', 'ar'],
  email: {
    subject: { en: 'Hello {{first_name}}', es: 'Hola {{first_name}}', ar: 'مرحبا {{first_name}}' },
    html: { en: '<p>Hi</p>', es: '<p>Hola</p>', ar: '<p>مرحبا</p>' },
    text: { en: 'Hi', es: 'Hola', ar: 'مرحبا' },
  },
});
const sender = { tenantName: 'Clinic', tenantPhone: '' };
const patient = (language: LanguageCode) => ({ firstName: 'Ana', lastName: 'Silva', title: null, language });
const page = 'https://patients.example/u/0f8e2a34-9c1d-4b7e-a5f6-3d2c1b0a9e8f/sig';

void describe('the foot of every e-mail', () => {
  void it('links both parts to the unsubscribe page, in the language of the e-mail', () => {
    const spanish = renderEmail(content, patient('es'), sender, 'https://l', page);
    assert.ok(spanish.text.endsWith(`\n\nDarse de baja de estos correos electrónicos: ${page}`));
    assert.match(
      spanish.html,
      new RegExp(`<a href="${page}">Darse de baja de estos correos electrónicos</a></p></body></html>$`),
    );
    // A patient whose language the touchpoint lacks reads it, footer included, in its default.
    const german = renderEmail(content, patient('de'), sender, 'https://l', page);
    assert.match(german.text, /Unsubscribe from these e-mails: https:\/\/patients\.example\/u\//);
    assert.match(german.html, /^<!doctype html><html lang="en" dir="ltr">/);
  });

  void it('writes right-to-left languages right to left, footer included', () => {
    const arabic = renderEmail(content, patient('ar'), sender, 'https://l', page);
    assert.match(arabic.html, /^<!doctype html><html lang="ar" dir="rtl"><body><p>مرحبا<\/p>/);
    assert.match(arabic.html, /إلغاء الاشتراك في رسائل البريد الإلكتروني هذه<\/a>/);
  });

  void it('escapes the address in the HTML, and leaves the text part as it is', () => {
    const odd = 'https://patients.example/u/x?a=1&b="2"<i>';
    const email = renderEmail(content, patient('en'), sender, 'https://l', odd);
    assert.match(email.html, /href="https:\/\/patients\.example\/u\/x\?a=1&amp;b=&quot;2&quot;&lt;i&gt;"/);
    assert.doesNotMatch(email.html, /<i>/);
    assert.ok(email.text.endsWith(`: ${odd}`));
  });
});

void describe('links of an e-mail', () => {
  void it('never lets a patient’s value become where a link goes, even in content stored before', () => {
    const stored = touchpointContent.parse({
      ...content,
      email: {
        ...content.email,
        html: { en: '<p><a href="{{first_name}}">Hi</a> <a href="{{link}}">open</a></p>' },
      },
    });
    const attacker = { ...patient('en'), firstName: 'javascript:alert(document.cookie)' };
    const email = renderEmail(stored, attacker, sender, 'https://patients.example/i/token', page);
    assert.doesNotMatch(email.html, /javascript:/);
    assert.match(email.html, /<a target="_blank" rel="noopener noreferrer">Hi<\/a>/);
    assert.match(email.html, / href="https:\/\/patients\.example\/i\/token">open<\/a>/);
  });
});
