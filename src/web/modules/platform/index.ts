/**
 * What other web modules may use of the platform module beyond its api/:
 * the answer of "check a backup", which the first-run restore shows too.
 */
export { BackupCheckReport } from './components/backup-check-report';
