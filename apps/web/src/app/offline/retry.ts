// The offline page's one action (offline.html): load the address the member asked for again. The page
// stands in for that address, so a reload asks the network for it once more.
document.getElementById('retry')?.addEventListener('click', () => window.location.reload());
