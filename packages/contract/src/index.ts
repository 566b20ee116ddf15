/**
 * The storefront contract suite: walks every operation of openapi.yaml against a running server
 * and checks each answer's status, body and language against the contract.
 * @example
 * const report = await runContract({ baseUrl: 'http://127.0.0.1:4010', otp: '123456' })
 * console.log(renderReport(report, 'junit'))
 * @module
 */
export { type ContractRun, runContract, type TimedCall } from './journey.ts'
export { formatReport, REPORT_FORMATS, type ReportFormat, renderReport } from './report.ts'
export type { CallRecord, ContractReport, JourneyOptions } from './session.ts'
export { type Contract, type ContractOperation, DEFAULT_SPEC_PATH, loadContract } from './validate.ts'
