import {Button} from '@material-react/material/button';
import {Tab, TabGroup} from '@material-react/material/tabs';
import {useRef, useState} from 'react';
import './tab-group-dynamic-example.css';

interface DynamicTab {
  id: number;
  title: string;
}

/** @title Tab group with tabs added and removed */
export function TabGroupDynamicExample() {
  const nextId = useRef(4);
  const [tabs, setTabs] = useState<DynamicTab[]>([
    {id: 1, title: 'First'},
    {id: 2, title: 'Second'},
    {id: 3, title: 'Third'},
  ]);
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [selectAfterAdding, setSelectAfterAdding] = useState(true);

  const addTab = () => {
    // Read, then counted on, in two steps: the React Compiler 1.0 turns `nextId.current++` in a
    // handler into the incremented value (facebook/react#35205).
    const id = nextId.current;
    nextId.current = id + 1;
    setTabs([...tabs, {id, title: `New tab ${id}`}]);
    if (selectAfterAdding) setSelectedIndex(tabs.length);
  };
  const removeTab = (id: number) => setTabs(tabs.filter((tab) => tab.id !== id));

  return (
    <div className="tab-group-dynamic">
      <div className="tab-group-dynamic-controls">
        <Button variant="tonal" onClick={addTab}>
          Add tab
        </Button>
        <label className="tab-group-dynamic-checkbox">
          <input
            type="checkbox"
            checked={selectAfterAdding}
            onChange={(event) => setSelectAfterAdding(event.target.checked)}
          />
          Select tab after adding
        </label>
      </div>
      <TabGroup
        aria-label="Dynamic tabs"
        selectedIndex={selectedIndex}
        onSelectedIndexChange={setSelectedIndex}
      >
        {tabs.map((tab) => (
          <Tab key={tab.id} label={tab.title} className="tab-group-dynamic-panel">
            <p>Content of {tab.title}.</p>
            <Button
              variant="outlined"
              disabled={tabs.length === 1}
              onClick={() => removeTab(tab.id)}
            >
              Remove this tab
            </Button>
          </Tab>
        ))}
      </TabGroup>
      <p className="tab-group-dynamic-status">
        Selected: {tabs[selectedIndex]?.title ?? 'none'} (index {selectedIndex})
      </p>
    </div>
  );
}
