import { describe, expect, it } from 'vitest';
import { splitProcessStep } from './service';

describe('splitProcessStep', () => {
  it('splits title and detail on " - "', () => {
    expect(splitProcessStep('Asesmen Awal - Pemeriksaan postur dan kekuatan')).toEqual({
      title: 'Asesmen Awal',
      detail: 'Pemeriksaan postur dan kekuatan',
    });
  });

  it('splits on the first " - " only', () => {
    expect(splitProcessStep('Latihan - Minggu 1 - 4: penguatan')).toEqual({
      title: 'Latihan',
      detail: 'Minggu 1 - 4: penguatan',
    });
  });

  it('keeps hyphens without spaces in the title', () => {
    expect(splitProcessStep('Pra-operasi - Edukasi')).toEqual({
      title: 'Pra-operasi',
      detail: 'Edukasi',
    });
  });

  it('has an empty detail without separator', () => {
    expect(splitProcessStep(' Evaluasi akhir ')).toEqual({ title: 'Evaluasi akhir', detail: '' });
  });
});
