/*
| The dashboard's thresholds (docs/decisions/dashboard.md).
*/
const dashboardConfig = {
  /* Each list shows this many items; a "see all" link and the count say how many there are. */
  itemsPerList: 5,
  /*
  | A plan the client has not agreed to after this many days is shown to the team as one to
  | follow up: long enough for a client to read it and ask a question, short enough that a
  | forgotten plan is noticed within the week.
  */
  planOverdueDays: 3,
  /* A staff member's first visit ever lists the offers answered in the last this many days. */
  firstVisitAnswersDays: 7,
  /*
  | An issued invoice is put before its client this many days before it falls due (and from
  | then on until it is paid): a week, time for one bank transfer run.
  */
  invoiceDueSoonDays: 7,
}

export default dashboardConfig
