import { gldfRefusalText, type GldfRefusal } from '@lampsheet/contracts';

export type RefusalParams = Readonly<Record<string, string | number | null>>;

/**
 * Why a container or its product.xml is refused: a code of contracts' `GLDF_REFUSALS` and the
 * values it names (a path, an id, a bound). The service answers it in the request's language;
 * the error's own message is the English one, for the log. Pure.
 */
export class GldfProblem extends Error {
  constructor(
    readonly reason: GldfRefusal,
    readonly params: RefusalParams = {},
    /** A library's own words about it (English), for the log only. */
    cause?: string,
  ) {
    super(gldfRefusalText(reason, params, 'en'), cause === undefined ? undefined : { cause });
  }
}
