// Rate adjustments by hand: `npm run rates -- adjust --hotel TX856 --from 2027-03-01 --to
// 2027-03-31 --percent -10` (or `--amount -15`, dollars a night; `--room-type`, `--rate-plan` to
// narrow it), `list [--hotel TX856] [--all]`, `remove <id>`. Each change is recorded with who made
// it (`--by`, else the system user) and is followed by one price protection pass, so booked stays
// that now cost less are offered the lower price at once.
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { PlatformError } from '#platform/http/errors.ts';
import { runPriceWatchPass } from '#platform/services/price-watch.ts';
import {
  addAdjustment,
  listAdjustments,
  removeAdjustment,
} from '#platform/services/rates-adjustments-store.ts';
import { openPlatform } from './platform-context.ts';

const usage = `usage:
  npm run rates -- adjust --hotel ID --from YYYY-MM-DD --to YYYY-MM-DD (--percent N | --amount DOLLARS)
                          [--room-type CODE] [--rate-plan CODE] [--by NAME]
  npm run rates -- list [--hotel ID] [--all]
  npm run rates -- remove ADJUSTMENT_ID [--by NAME]
`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}`);
  process.exit(2);
}

// `--percent -10`: node's parser takes a leading dash for an option, so a number that follows
// --percent or --amount is joined to it first (`--percent=-10`).
const argv = process.argv.slice(2).reduce<string[]>((args, arg) => {
  const last = args.at(-1);
  if ((last === '--percent' || last === '--amount') && /^-\d/.test(arg))
    args.push(`${args.pop()}=${arg}`);
  else args.push(arg);
  return args;
}, []);

function parse() {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        hotel: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        percent: { type: 'string' },
        amount: { type: 'string' },
        'room-type': { type: 'string' },
        'rate-plan': { type: 'string' },
        by: { type: 'string' },
        all: { type: 'boolean' },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
}

const { values, positionals } = parse();
const [command, id] = positionals;
const date = /^\d{4}-\d{2}-\d{2}$/;
const number = (raw: string | undefined) => (raw === undefined ? undefined : Number(raw));

if (command === 'adjust') {
  if (!values.hotel) fail('--hotel is required.');
  if (!values.from || !date.test(values.from)) fail('--from must be a date, YYYY-MM-DD.');
  if (!values.to || !date.test(values.to)) fail('--to must be a date, YYYY-MM-DD.');
  for (const name of ['percent', 'amount'] as const)
    if (values[name] !== undefined && !Number.isFinite(Number(values[name])))
      fail(`--${name} must be a number.`);
} else if (command === 'remove') {
  if (!id) fail('remove needs the adjustment id (see list).');
} else if (command !== 'list') fail('Say adjust, list or remove.');

const who = `cli:${values.by ?? userInfo().username}`;
const platform = await openPlatform('rates');
const { context } = platform;
try {
  if (command === 'list') {
    const list = await listAdjustments(context.db, { hotelId: values.hotel, all: values.all });
    process.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
  } else {
    if (command === 'adjust') {
      const adjustment = await addAdjustment(
        context.db,
        {
          hotelId: values.hotel!,
          roomTypeCode: values['room-type'],
          ratePlanCode: values['rate-plan'],
          from: values.from!,
          to: values.to!,
          percent: number(values.percent),
          amount: number(values.amount),
        },
        who,
        context.now(),
      );
      process.stdout.write(`${JSON.stringify(adjustment, null, 2)}\n`);
    } else {
      await removeAdjustment(context.db, id!, who, context.now());
      process.stdout.write(`removed ${id}\n`);
    }
    const pass = await runPriceWatchPass(context);
    platform.log.info(pass, 'price protection pass after the rate change');
  }
} catch (error) {
  // A refused input (unknown hotel, bad range) is the operator's to fix: its words, exit 1.
  if (error instanceof PlatformError)
    process.stderr.write(`${error.errors.map((e) => e.message).join('\n')}\n`);
  else platform.log.error({ err: error }, `rates ${command} failed`);
  process.exitCode = 1;
} finally {
  await platform.close();
}
