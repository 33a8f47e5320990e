// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { districtsFromOnspd } from './districts-from-onspd.mjs'

const current = [
  { outcode: 'BT1', latitude: 54.59941, longitude: -5.92838, eastings: 146300, northings: 529800, town: 'Belfast', country: 'NIR' },
  { outcode: 'LS6', latitude: 53.81928, longitude: -1.56704, eastings: 428500, northings: 436000, town: 'Leeds', country: 'ENG' },
  { outcode: 'W1M', latitude: 51.51, longitude: -0.15, eastings: 528500, northings: 181300, town: 'Westminster', country: 'ENG' },
]

// A few lines in ONSPD's shape (only the columns the script reads, some releases quote every field).
const onspd = [
  '"pcd","pcds","dointr","doterm","oseast1m","osnrth1m","osgrdind","ctry","lat","long"',
  '"LS6 1AN","LS6 1AN","198001","","428000","436000","1","E92000001","53.800000","-1.570000"',
  'LS6 2AB,LS6 2AB,198001,,429000,436200,1,E92000001,53.810000,-1.560000',
  // Terminated; without a grid reference; in Northern Ireland: none of them count.
  '"LS6 9ZZ","LS6 9ZZ","198001","201001","400000","400000","1","E92000001","50.000000","-1.000000"',
  '"LS6 8ZZ","LS6 8ZZ","198001","","","","9","E92000001","99.999999","0.000000"',
  '"BT1 1AA","BT1 1AA","198001","","333000","374000","1","N92000002","54.600000","-5.930000"',
  // A district across the border with Wales, new to the table.
  '"CH1 1AA","CH1 1AA","198001","","340000","366000","1","E92000001","53.190000","-2.890000"',
  '"CH1 2AA","CH1 2AA","198001","","339000","366000","1","W92000004","53.190000","-2.910000"',
  '"CH1 3AA","CH1 3AA","198001","","341000","366000","1","E92000001","53.190000","-2.870000"',
]

describe('districts from the ONS Postcode Directory', () => {
  it('averages the live postcodes of each Great Britain district and keeps every other row', async () => {
    const { districts, kept, added } = await districtsFromOnspd(onspd, current)
    expect(districts).toEqual([
      current[0],
      { outcode: 'CH1', latitude: 53.19, longitude: -2.89, eastings: 340000, northings: 366000, town: null, country: 'ENG' },
      { outcode: 'LS6', latitude: 53.805, longitude: -1.565, eastings: 428500, northings: 436100, town: 'Leeds', country: 'ENG' },
      current[2],
    ])
    expect(kept).toEqual(['BT1', 'W1M'])
    expect(added).toEqual(['CH1'])
  })

  it('refuses a file without the columns it reads', async () => {
    await expect(districtsFromOnspd(['pcd,lat,long'], current)).rejects.toThrow('ONSPD: no column pcds')
  })
})
