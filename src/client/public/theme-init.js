/* global document */
// Applies the saved theme before the first paint, so a dark-theme user never sees a light flash.
// Kept tiny and external: the Content-Security-Policy forbids inline scripts.
(function () {
  try {
    if (localStorage.getItem('theme') === 'dark') {
      document.documentElement.classList.add('dark');
      var meta = document.querySelector('meta[name="theme-color"]');
      if (meta) meta.setAttribute('content', '#141110');
    }
  } catch {
    // Storage may be unavailable (private mode): keep the default light theme.
  }
})();
