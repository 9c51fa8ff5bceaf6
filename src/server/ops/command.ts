/**
 * Runs an operator's command (scripts/): what it prints goes to stdout, a failure's message to
 * stderr with exit code 1, without a stack trace for the problems it explains itself.
 */
export function runCommand(work: () => Promise<void>): void {
  work().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
