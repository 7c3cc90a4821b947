import { describe, expect, it } from 'vitest';
import { buildJourney, isDateNotRecorded, pendingStage, type JourneyBill } from './bill-journey.js';
import type { BillStage } from './bills.js';

const record = (stage: BillStage['stage'], fields: Partial<BillStage> = {}): BillStage => ({ ...pendingStage(stage), ...fields });
const statuses = (bill: JourneyBill, records: BillStage[] = []) => buildJourney(bill, records).map((s) => s.stageStatus);

describe('buildJourney', () => {
  it('completes every stage before the current one, even without a record or with a pending one', () => {
    const journey = buildJourney({ status: 'passed', currentStage: 'implementation' }, [record('committee', { stageStatus: 'pending' })]);
    expect(journey.map((s) => s.stageStatus)).toEqual(Array(8).fill('completed'));
    expect(journey.every(isDateNotRecorded)).toBe(true);
  });

  it('keeps pending only for stages after the current one, whatever their record says', () => {
    expect(statuses({ status: 'active', currentStage: 'committee' }, [record('third_reading', { stageStatus: 'completed' })])).toEqual([
      'completed',
      'completed',
      'in_progress',
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('gives the current stage the status its bill status implies', () => {
    const at = (bill: JourneyBill, records: BillStage[] = []) => buildJourney(bill, records).find((s) => s.stage === bill.currentStage)!;
    expect(at({ status: 'active', currentStage: 'second_reading' }, [record('second_reading', { stageStatus: 'completed' })]).stageStatus).toBe('in_progress');
    expect(at({ status: 'rejected', currentStage: 'third_reading' }).stageStatus).toBe('rejected');
    expect(at({ status: 'passed', currentStage: 'implementation' }).stageStatus).toBe('completed');
    expect(at({ status: 'passed', currentStage: 'presidential_assent' }).stageStatus).toBe('in_progress');
    expect(at({ status: 'passed', currentStage: 'publication' }, [record('publication', { stageStatus: 'completed' })]).stageStatus).toBe('completed');
    const lapsed = at({ status: 'lapsed', currentStage: 'committee' }, [record('committee', { notes: 'Still before the committee.' })]);
    expect(lapsed).toMatchObject({ stageStatus: 'pending', notes: 'The bill lapsed at this stage. Still before the committee.' });
    const withdrawn = at({ status: 'withdrawn', currentStage: 'third_reading' }, [record('third_reading', { stageStatus: 'completed' })]);
    expect(withdrawn).toMatchObject({ stageStatus: 'completed', notes: 'The bill was withdrawn after this stage.' });
  });

  it('keeps dates and the uncertain mark of a record; a dated completed stage is not "date not recorded"', () => {
    const [first] = buildJourney({ status: 'passed', currentStage: 'third_reading' }, [
      record('pre_introduction', { startedDate: '2021-12-16', uncertain: true }),
    ]);
    expect(first).toMatchObject({ stageStatus: 'completed', startedDate: '2021-12-16', uncertain: true });
    expect(isDateNotRecorded(first!)).toBe(false);
    expect(isDateNotRecorded(pendingStage('committee'))).toBe(false);
  });
});
