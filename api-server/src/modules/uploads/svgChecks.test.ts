import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { svgProblem } from './svgChecks.js';

const svg = (body: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 1 1"${attributes}>${body}</svg>`;

void describe('SVG logo check', () => {
  void it('passes a plain logo with an XML declaration, styles, gradients and embedded pictures', () => {
    const logo = `<?xml version="1.0" encoding="UTF-8"?>${svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<style>rect { fill: url(#g); }</style><rect width="1" height="1" style="fill:url(#g)"/>' +
        '<use xlink:href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="/>',
    )}`;
    assert.equal(svgProblem(logo), null);
  });

  void it('refuses scripts however their element is prefixed or namespaced', () => {
    for (const [file, expected] of [
      [svg('<script>alert(1)</script>'), 'active element'],
      [svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'), 'active element'],
      [svg('<SCRIPT>alert(1)</SCRIPT>'), 'active element'],
      [svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), 'foreign element'],
      [svg('<foreignObject><div/></foreignObject>'), 'active element'],
      [svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>'), 'active element'],
      [svg('<ev:listener xmlns:ev="http://www.w3.org/2001/xml-events" handler="#x"/>'), 'foreign element'],
    ] as const) {
      assert.equal(svgProblem(file), expected, file);
    }
  });

  void it('refuses event handlers, script and outside links, and outside styles', () => {
    for (const [file, expected] of [
      [svg('', ' onload="alert(1)"'), 'event-handler attribute'],
      [svg('<rect ONCLICK="alert(1)"/>'), 'event-handler attribute'],
      [svg('<a href="java&#x09;script:alert(1)"><rect/></a>'), 'external link'],
      [svg('<a xlink:href="https://evil.test"><rect/></a>'), 'external link'],
      [svg('<image href="data:text/html;base64,PHNjcmlwdD4="/>'), 'external link'],
      [svg('<rect style="fill:url(https://evil.test/x)"/>'), 'external style reference'],
      [svg('<style>@import "https://evil.test/x.css";</style>'), 'external style reference'],
      [svg('<rect e:x="1" xmlns:e="urn:other"/>'), 'foreign attribute'],
      [`<!DOCTYPE svg [<!ENTITY x "y">]>${svg('')}`, 'document type declaration'],
      [`<?xml-stylesheet href="https://evil.test/x.css"?>${svg('')}`, 'processing instruction'],
    ] as const) {
      assert.equal(svgProblem(file), expected, file);
    }
  });

  void it('answers that a file is not SVG when it is not well-formed SVG', () => {
    for (const file of ['<svg><rect></svg>', '<html><svg></svg></html>', 'not an image', svg('') + '<x/>']) {
      assert.equal(svgProblem(file), 'not SVG', file);
    }
  });
});
