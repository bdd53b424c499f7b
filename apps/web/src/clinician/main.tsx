// The clinician workspace's entry (issue 13): a second page of the web build at /clinician/.
// It shares components, styles and the HTTP client with the patient app, none of its start-up.
// Everything loads through this one dynamic import: an entry that imported the shared modules
// statically would make the bundler move them into chunks the patient app loads up front
// (measured: +7.7 KiB gzip on the log-in page), while lazily reached modules join the chunks
// the patient app loads lazily too.
const container = document.getElementById('root');
if (container) void import('./boot').then(({ bootWorkspace }) => bootWorkspace(container));
