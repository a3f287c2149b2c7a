import { describe, expect, it } from 'vitest';
import { isSafeHref, plainToRichText, richTextToPlain, sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText (the one allowlist for staff rich text)', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h2>Kop</h2><h3>Sub</h3><h4>Klein</h4><p><strong>vet</strong> <em>schuin</em><br>regel</p>' +
      '<ul><li><p>een</p></li></ul><ol><li>twee</li></ol><blockquote><p>citaat</p></blockquote>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<p onclick="alert(1)" onmouseover="x()">x</p>', '<p>x</p>'],
    ['<img src=x onerror=alert(1)><p>x</p>', '<p>x</p>'],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['<svg onload=alert(1)><script>alert(1)</script></svg><p>x</p>', '<p>x</p>'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>x</p>', '<p>x</p>'],
    ['<object data="x.swf"></object><embed src="x"><p>x</p>', '<p>x</p>'],
    ['<form action="/x"><input name="a"><button>go</button></form>', 'go'],
    ['<p><a href="javascript:alert(1)">js</a></p>', '<p>js</p>'],
    ['<p><a href=" JaVaScRiPt:alert(1)">js</a></p>', '<p>js</p>'],
    ['<p><a href="jav&#x09;ascript:alert(1)">js</a></p>', '<p>js</p>'],
    ['<p><a href="data:text/html;base64,PHNjcmlwdD4=">d</a></p>', '<p>d</p>'],
    ['<p><a href="//evil.example/x">pr</a></p>', '<p>pr</p>'],
    ['<p><a href="vbscript:msgbox(1)">vb</a></p>', '<p>vb</p>'],
    [
      '<p><a href="/x" onclick="alert(1)" target="_top">in</a></p>',
      '<p><a href="/x" rel="noopener noreferrer">in</a></p>',
    ],
    ['<div class="x" id="y"><span>t</span></div>', 't'],
    ['<p>a &lt;script&gt; b</p>', '<p>a &lt;script&gt; b</p>'],
    ['<p></p><p><br></p><p>x</p>', '<p>x</p>'],
    ['<h1>T</h1><h6>U</h6><b>b</b><i>i</i>', '<h2>T</h2><h4>U</h4><strong>b</strong><em>i</em>'],
  ])('%s → %s', (dirty, clean) => {
    expect(sanitizeRichText(dirty)).toBe(clean);
  });

  it('adds rel to links, and a new tab for external ones', () => {
    expect(sanitizeRichText('<a href="https://example.com/a?b=1">e</a>')).toBe(
      '<a href="https://example.com/a?b=1" rel="noopener noreferrer" target="_blank">e</a>',
    );
    expect(sanitizeRichText('<a href="mailto:info@serverstore.nl">m</a>')).toBe(
      '<a href="mailto:info@serverstore.nl" rel="noopener noreferrer">m</a>',
    );
  });

  it('knows safe link targets', () => {
    expect(['/about', 'https://a.example', 'http://a.example', 'mailto:a@b.nl'].every(isSafeHref)).toBe(true);
    expect(['//a.example', 'javascript:x', 'data:x', '', 'ftp://x', '/\\evil'].some(isSafeHref)).toBe(false);
  });

  it('converts between plain paragraphs and rich text', () => {
    expect(plainToRichText('Een <b>&\n\nTwee\nregel')).toBe(
      '<p>Een &lt;b&gt;&amp;</p><p>Twee<br />regel</p>',
    );
    expect(richTextToPlain('<p>Een &amp; <strong>twee</strong></p><ul><li>drie</li></ul>')).toBe(
      'Een & twee\n\n• drie',
    );
  });
});
