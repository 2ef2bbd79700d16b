// The shell's views that the first paint does not draw, in one chunk of their
// own (deferred-views.tsx fetches it once the first page is in): the
// snackbar, the not-found page and the error page in Mantine's dress.
export { NotFoundView } from './not-found-view';
export { RouteErrorView } from './route-error-view';
export { SnackbarView } from './snackbar-view';
