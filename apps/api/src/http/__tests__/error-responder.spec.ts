import pino from 'pino';
import { Translator } from '@cuvee/platform';
import { ErrorResponder } from '../error-responder.js';

/** What TypeORM throws when MySQL/MariaDB's strict mode refuses a value. */
function queryFailed(code: string, sqlMessage: string): Error {
  return Object.assign(new Error(sqlMessage), { driverError: { code, sqlMessage } });
}

describe('a value its column cannot hold', () => {
  const responder = new ErrorResponder(new Translator(), pino({ level: 'silent' }));

  test("out of range or too long: a 400 naming the column, in the caller's language", () => {
    expect(
      responder.respond(
        queryFailed('ER_WARN_DATA_OUT_OF_RANGE', "Out of range value for column 'position' at row 1"),
        'fr',
        'c1',
      ),
    ).toEqual({ success: false, statusCode: 400, message: ["Le champ position n'est pas valide"] });
    expect(
      responder.respond(
        queryFailed('ER_DATA_TOO_LONG', "Data too long for column 'label' at row 1"),
        'en',
        'c2',
      ),
    ).toEqual({ success: false, statusCode: 400, message: ['The field label is not valid'] });
  });

  test('any other database error stays a 500 that says only its correlation id', () => {
    const body = responder.respond(queryFailed('ER_NO_SUCH_TABLE', "Table 'x' doesn't exist"), 'fr', 'c3');
    expect(body.statusCode).toBe(500);
    expect(body.correlationId).toBe('c3');
  });
});
