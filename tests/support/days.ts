// The nights the integration suites book, as days after the business's today. Every suite that
// shares the test site's database runs one file at a time in an order that changes from run to
// run, so a night one suite books must be a night no other suite books: a suite that needs many
// nights takes a stretch of its own here (tests/unit/test-days.test.ts proves them apart and
// inside the booking horizon); suites that book a few nights keep to the days outside them
// (1-40, 141-241, 300-340 and 484-577). Browser tests look for free nights themselves.
export const TEST_DAYS = {
  /** Twenty rounds of six days each, the first round's check-in on each stretch's first day. */
  bookingConcurrency: [
    [242, 299],
    [341, 399],
    [606, 639],
  ],
  calendarSync: [[400, 483]],
  guestJourney: [[640, 699]],
  loadTest: [[700, 720]],
  ownerCalendarCli: [[600, 605]],
  /** The race of a manual booking and a visitor's request: three days a round. */
  ownerConsole: [
    [41, 100],
    [578, 598],
  ],
  /** The owner's manual booking against a visitor's request: two days a round. */
  ownerConcurrency: [[101, 140]],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;

/** The days that suites booking only a few nights keep to. */
export const FEW_NIGHTS_DAYS = [
  [1, 40],
  [141, 241],
  [300, 340],
  [484, 577],
] as const;
