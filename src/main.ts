import { renderServerStatus } from './status/server-status-page';

// Until the shell lands, the root page says plainly what runs: the API server, its database, its documentation.
renderServerStatus(document.getElementById('root')!);
