/** The `<script type="application/json">` holding the data a server-rendered page was made with. */
export const PAGE_STATE_ID = 'page-state';
