/**
 * A file that is not one of the accepted formats. `reason` says why, for the log only: the
 * client always gets the one message of spec §5 (errors.file_format), so a probe learns
 * nothing about which check failed.
 */
export class FormatRefusal extends Error {
  constructor(public readonly reason: string) {
    super(`file refused: ${reason}`);
    this.name = 'FormatRefusal';
  }
}

export const refuse = (reason: string): never => {
  throw new FormatRefusal(reason);
};
